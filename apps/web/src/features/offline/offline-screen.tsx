import dynamic from "next/dynamic";
import { useEffect, useState } from "react";
import { OFFLINE_PATH } from "@/shared/offline/caches";
import { useReloadWhenReachable } from "@/shared/offline/reconnect";
import { ROUTES } from "@/shared/routes";
import { FireCallFirst } from "@/shared/ui/fire-call-first";
import { FireSafetyGuide } from "@/shared/ui/fire-safety-guide";
import { PRIMARY_LINK, SECONDARY_LINK } from "@/shared/ui/link-styles";
import type { OfflineScreenProps } from "./api";

/** The stored state and its parsing load after the page: the server has no state to draw. */
const LastBatteryStateCard = dynamic(() => import("./components/last-battery-state").then((m) => m.LastBatteryStateCard), {
  ssr: false,
});

/**
 * The offline screen (docs/offline.md). The service worker answers it for any navigation the network does not answer,
 * so the address may be any page's: on /fire-safety it is the fire-safety guide, elsewhere what the connection
 * lost, the member's last known battery state with its age, and links that open offline. Its links are plain
 * `<a>`: each is a navigation the worker answers. When the connection returns, the page the address names loads.
 */
export function OfflineScreen({ fireWarning }: OfflineScreenProps) {
  // The address the worker answered with this screen (/fire-safety shows the guide first); null on the server.
  const [path, setPath] = useState<string | null>(null);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the server render cannot see the address the worker answered
    setPath(window.location.pathname);
  }, []);
  useReloadWhenReachable();

  const isFireGuide = path === ROUTES.fireSafety;
  const guide = (
    <>
      <FireCallFirst />
      {fireWarning && <FireSafetyGuide guide={fireWarning} className="" showCall={false} />}
    </>
  );

  return (
    <div className="flex min-h-dvh flex-1 flex-col bg-white" data-testid="offline-screen">
      <header className="px-safe pb-2 pt-5">
        <h1 className="break-keep text-xl font-bold text-gray-900">{isFireGuide ? "배터리 화재 대처법" : "인터넷 연결 없음"}</h1>
      </header>
      <main className="flex flex-1 flex-col gap-4 px-safe pb-8 pt-2">
        <p role="status" className="rounded-xl bg-gray-100 px-4 py-3 text-sm leading-relaxed text-gray-800">
          지금은 인터넷에 연결되어 있지 않아 이 기기에 저장된 정보만 보여 드려요. 연결되면 화면이 자동으로 새로 고쳐져요.
        </p>
        {isFireGuide ? (
          guide
        ) : (
          <>
            {path !== null && <LastBatteryStateCard />}
            <nav aria-label="오프라인에서 열 수 있는 화면" className="flex flex-col gap-2">
              <a href={ROUTES.fireSafety} className={PRIMARY_LINK}>
                배터리 화재 대처법
              </a>
              <a href={ROUTES.home} className={SECONDARY_LINK}>
                홈으로 가기
              </a>
            </nav>
          </>
        )}
        {isFireGuide && (
          <a href={OFFLINE_PATH} className={SECONDARY_LINK}>
            마지막 배터리 상태 보기
          </a>
        )}
      </main>
    </div>
  );
}
