import { useRef, useState } from "react";
import { Button } from "@/shared/ui/button";
import { embedPostcode } from "./postcode";

/** Shown when the search cannot load: the fields take the address typed by hand. */
export const POSTCODE_UNAVAILABLE_MESSAGE = "주소 검색을 불러오지 못했어요. 우편번호와 주소를 직접 입력해 주세요.";

export type OpenPostcodeSearch = (element: HTMLElement, onPick: (address: { zip: string; addr: string }) => void) => Promise<void>;

type Search = "closed" | "loading" | "open" | "unavailable";

export interface PostcodeSearchProps {
  /** A pick: the form fills its zip and address and moves on to the detail. */
  onPick: (address: { zip: string; addr: string }) => void;
  /** The search could not load: the form moves to its zip field for typed entry. */
  onUnavailable: () => void;
  /** Replaces the widget (tests): opens the search in `element`, rejects when it cannot load. */
  openSearch?: OpenPostcodeSearch;
}

/**
 * 우편번호 검색 for an address form: the Kakao postcode search opens in place on the tap (its script loads then,
 * shared/postcode/postcode.ts); when it cannot load, a notice says to type the address. The form keeps the fields.
 */
export function PostcodeSearch({ onPick, onUnavailable, openSearch = embedPostcode }: PostcodeSearchProps) {
  const [search, setSearch] = useState<Search>("closed");
  const frame = useRef<HTMLDivElement>(null);

  const start = async () => {
    if (!frame.current || search === "loading") return;
    setSearch("loading");
    try {
      await openSearch(frame.current, (address) => {
        setSearch("closed");
        onPick(address);
      });
      setSearch("open");
    } catch {
      setSearch("unavailable");
      onUnavailable();
    }
  };

  return (
    <>
      <Button variant="secondary" onClick={() => void start()} disabled={search === "loading"} aria-expanded={search === "open"}>
        {search === "loading" ? "주소 검색을 여는 중…" : "우편번호 검색"}
      </Button>
      {search === "unavailable" && (
        <p role="status" className="rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900">
          {POSTCODE_UNAVAILABLE_MESSAGE}
        </p>
      )}
      <div className="flex flex-col gap-2" hidden={search !== "open" && search !== "loading"}>
        <div
          ref={frame}
          className="h-[28rem] w-full overflow-hidden rounded-lg border border-neutral-300"
          aria-label="우편번호 검색"
          role="region"
        />
        <Button variant="secondary" onClick={() => setSearch("closed")}>
          검색 닫기
        </Button>
      </div>
    </>
  );
}
