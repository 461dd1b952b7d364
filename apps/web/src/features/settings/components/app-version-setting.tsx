import { useAppState } from "@/shared/app-state";
import { useSingleFlight } from "@/shared/form/single-flight";
import { WEB_VERSION } from "../open-source";

const ROW = "flex min-h-12 items-center justify-between gap-3";

/**
 * The installed app's version (the shell's `app.info`, kept in the app state by the version check of SPEC §5), or
 * the web build's version in a browser. When the check found a newer release, 업데이트 opens the store as the
 * update dialog does (shared/version-check's openStore).
 */
export function AppVersionSetting() {
  const version = useAppState((s) => s.version);
  const apiVersion = useAppState((s) => s.apiVersion);
  const isUpdate = useAppState((s) => s.isUpdate);
  const platform = useAppState((s) => s.platform);
  const [update, pending] = useSingleFlight(async () => {
    if (!platform) return;
    const { openStore } = await import("@/shared/version-check");
    await openStore(platform);
  });

  return (
    <div className="flex flex-col gap-2" data-testid="settings-version">
      <div className={ROW}>
        <span className="text-base text-neutral-900">{version ? "앱 버전" : "웹 버전"}</span>
        <span className="text-base font-semibold text-neutral-900">{version ?? WEB_VERSION}</span>
      </div>
      {isUpdate && apiVersion && platform ? (
        <div className={ROW}>
          <span className="text-sm text-brand-700">새 버전 {apiVersion}이 나왔어요.</span>
          <button
            type="button"
            className="min-h-11 shrink-0 rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white disabled:opacity-60"
            onClick={() => void update()}
            disabled={pending}
            aria-busy={pending || undefined}
          >
            업데이트
          </button>
        </div>
      ) : (
        <p className="text-sm text-neutral-600">{version ? "최신 버전을 사용하고 있어요." : "웹 브라우저에서 이용하고 있어요."}</p>
      )}
    </div>
  );
}
