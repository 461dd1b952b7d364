/** SPEC §4 sign-up steps as the visitor experiences them. */
const STEPS = [
  { title: "회원가입과 차량 등록", body: "차량 번호와 차종을 등록하면 지원 여부를 바로 확인해 드려요." },
  { title: "OBD 단말기 받기", body: "집으로 배송된 단말기를 운전석 아래 OBD 포트에 꽂기만 하면 돼요." },
  { title: "매일 자동 진단과 알림", body: "주행과 충전 데이터가 쌓이면 진단과 안전 점수가 매일 갱신돼요." },
];

export function HowItWorks() {
  return (
    <section aria-labelledby="how-title" className="cv-auto bg-gray-50 px-safe py-8">
      <h2 id="how-title" className="text-lg font-bold text-gray-900">
        이렇게 시작해요
      </h2>
      <ol className="mt-4 grid gap-4">
        {STEPS.map((s, i) => (
          <li key={s.title} className="flex gap-3">
            <span
              className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white"
              aria-hidden="true"
            >
              {i + 1}
            </span>
            <div>
              <h3 className="font-semibold text-gray-900">{s.title}</h3>
              <p className="mt-0.5 text-sm leading-relaxed text-gray-600">{s.body}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
