import { formatNumber } from "@/shared/format-number";
import type { ProductCode, ServiceProduct } from "../api";

/** What every product includes (the service is the same; products differ in period and billing). */
export const SERVICE_INCLUDES = ["OBD 단말기 배송", "배터리 안전 진단과 안전 지수", "이상 징후 알림"] as const;

/** The products of `kg/stlm/service-product-code` as radio cards: name, price in 원, period, what is included. */
export function ProductOptions({
  products,
  value,
  onChange,
  disabled,
}: {
  products: ServiceProduct[];
  value: ProductCode | null;
  onChange: (code: ProductCode) => void;
  disabled?: boolean;
}) {
  return (
    <fieldset className="flex flex-col gap-3" disabled={disabled}>
      <legend className="mb-2 text-base font-bold text-gray-900">상품 선택</legend>
      {products.map((p) => (
        <label
          key={p.srvcPrdtCcd}
          className={`flex gap-3 rounded-2xl bg-gray-50 p-4 text-gray-900 ring-2 ${value === p.srvcPrdtCcd ? "ring-brand-600" : "ring-transparent"}`}
        >
          <input
            type="radio"
            name="product"
            value={p.srvcPrdtCcd}
            checked={value === p.srvcPrdtCcd}
            onChange={() => onChange(p.srvcPrdtCcd)}
            className="mt-1 size-5"
          />
          <span className="flex flex-1 flex-col gap-1">
            <span className="font-semibold">{p.productName}</span>
            <span className="text-lg font-bold">{formatNumber(p.price, 0)}원</span>
            <span className="text-sm text-gray-600">
              {p.months === 1 ? "1개월마다 결제" : `${p.months}개월 이용 · 월 ${formatNumber(p.monthlyPrice, 0)}원꼴`} · {p.joinTypeLabel}
            </span>
            <span className="text-sm text-gray-600">포함: {SERVICE_INCLUDES.join(", ")}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
