/**
 * How to plug the OBD device in: where the port is, plugging, starting the car, the first trip. Used for a first
 * installation and to reconnect a device that came off. The drawing is inline (no remote image).
 */
export function InstallGuide({ title = "단말기 설치 방법" }: { title?: string }) {
  return (
    <section aria-labelledby="install-guide-title" className="rounded-2xl border border-gray-200 p-4">
      <h2 id="install-guide-title" className="text-base font-bold text-gray-900">
        {title}
      </h2>
      <PortDrawing />
      <ol className="mt-3 flex list-decimal flex-col gap-2 pl-5 text-sm leading-relaxed text-gray-800">
        <li>
          <strong>OBD 단자 찾기</strong> — 운전석 핸들 아래, 무릎 높이의 대시보드 아래쪽에 있는 사다리꼴 16핀 단자예요. 차종에 따라 퓨즈박스
          덮개 안쪽이나 센터 콘솔 옆에 있기도 해요.
        </li>
        <li>
          <strong>단말기 꽂기</strong> — 시동을 끈 상태에서 단말기를 단자 모양에 맞춰 끝까지 눌러 꽂아 주세요. 흔들리지 않으면 제대로 꽂힌
          거예요.
        </li>
        <li>
          <strong>시동 켜기</strong> — 시동을 켜면 단말기 불빛이 깜박이다가 켜진 채로 있어요.
        </li>
        <li>
          <strong>첫 주행</strong> — 10분 이상 주행해 주세요. 첫 주행이 끝나면 배터리 데이터가 앱으로 들어오기 시작해요.
        </li>
      </ol>
    </section>
  );
}

/** A driver's footwell seen from the seat: steering wheel, dashboard edge, and the port marked under it. */
function PortDrawing() {
  return (
    <svg viewBox="0 0 320 150" role="img" aria-label="운전석 핸들 아래 대시보드 밑에 있는 OBD 단자 위치" className="mt-3 w-full">
      <rect x="0" y="0" width="320" height="150" rx="12" fill="#f3f4f6" />
      <path d="M10 62 H310" stroke="#9ca3af" strokeWidth="6" strokeLinecap="round" />
      <circle cx="160" cy="40" r="34" fill="none" stroke="#6b7280" strokeWidth="8" />
      <rect x="150" y="62" width="20" height="40" fill="#6b7280" />
      <rect x="92" y="78" width="36" height="18" rx="4" fill="#0f766e" />
      <path d="M110 108 V128" stroke="#0f766e" strokeWidth="3" />
      <text x="110" y="144" textAnchor="middle" fontSize="13" fill="#134e4a" fontWeight="700">
        OBD 단자
      </text>
      <text x="160" y="120" textAnchor="start" fontSize="11" fill="#4b5563">
        핸들 아래 · 무릎 높이
      </text>
    </svg>
  );
}
