import type { DiagnosisFinding, DiagnosisResult } from "@evsafe/contract";

/**
 * A diagnosis result as one self-contained HTML file (no script, no outside resource, its own print styles): what
 * the app shell saves through the bridge's file.download, for a driver to keep or show at a service centre.
 * Every value from the database is escaped.
 */
export function renderDiagnosisReport(r: DiagnosisResult): string {
  const findings = r.types.flatMap((t) => t.findings.map((f) => ({ ...f, typeNm: t.diagnosisTypeNm })));
  findings.sort((a, b) => severityRank(b) - severityRank(a));
  const vehicle = `${r.vehicle.brandNm} ${r.vehicle.dtlMdlNm} (${r.vehicle.carNo})`;
  return `<!doctype html>
<html lang="ko">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(`배터리 안전 진단 결과 ${r.diagnosisDate}`)}</title>
<style>
body{font-family:system-ui,-apple-system,"Apple SD Gothic Neo","Noto Sans KR",sans-serif;margin:24px;color:#111827;line-height:1.55}
h1{font-size:22px;margin:0 0 4px}h2{font-size:17px;margin:24px 0 8px}
.meta{color:#4b5563;font-size:14px}.score{font-size:40px;font-weight:800}
table{border-collapse:collapse;width:100%;font-size:14px}th,td{border:1px solid #d1d5db;padding:6px 8px;text-align:left;vertical-align:top}
th{background:#f3f4f6}.sev{font-weight:700;white-space:nowrap}
@media print{body{margin:12mm}h2{break-after:avoid}tr{break-inside:avoid}}
</style>
</head>
<body>
<h1>배터리 안전 진단 결과</h1>
<p class="meta">${esc(vehicle)} · ${esc(r.diagnosisDate)} 진단 · ${esc(r.dataFrom)} ~ ${esc(r.dataTo)} 중 ${r.dataDays}일의 데이터</p>
<p><span class="score">${r.score}점</span> ${esc(`${r.grade}등급 ${r.gradeName} · ${r.severityNm}`)}</p>
<p>${esc(r.summary)}</p>
<h2>유형별 점수</h2>
<table><thead><tr><th>유형</th><th>점수</th><th>등급</th><th>요약</th></tr></thead><tbody>
${r.types.map((t) => `<tr><td>${esc(t.diagnosisTypeNm)}</td><td>${t.score}점</td><td>${esc(`${t.grade} ${t.gradeName} · ${t.severityNm}`)}</td><td>${esc(t.summary)}</td></tr>`).join("\n")}
</tbody></table>
<h2>항목별 결과 (주의가 필요한 순서)</h2>
<table><thead><tr><th>항목</th><th>상태</th><th>측정값</th><th>판정 기준</th><th>의미</th><th>할 일</th></tr></thead><tbody>
${findings.map(findingRow).join("\n")}
</tbody></table>
${r.recommendations.length > 0 ? `<h2>권장 조치</h2>\n<ol>${r.recommendations.map((x) => `<li>${esc(x)}</li>`).join("")}</ol>` : ""}
<p class="meta">이 보고서는 OBD 단말기가 수집한 데이터로 만든 안전 진단 결과입니다. 정밀 점검은 정비소에서 받으세요.</p>
</body>
</html>
`;
}

function findingRow(f: DiagnosisFinding & { typeNm: string }): string {
  const value = f.value === null ? "데이터 없음" : `${f.value} ${f.unit}`.trim();
  return `<tr><td>${esc(f.name)}<br><small>${esc(f.typeNm)}</small></td><td class="sev">${esc(f.severityNm ?? "판정 없음")}</td><td>${esc(value)}</td><td>${esc(f.threshold)}</td><td>${esc(f.explanation)}</td><td>${esc(f.action)}</td></tr>`;
}

/** 04 (serious) first; findings without data last. */
const severityRank = (f: DiagnosisFinding) => (f.severity === null ? 0 : Number(f.severity));

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
const esc = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
