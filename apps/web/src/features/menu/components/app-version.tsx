import { useAppState } from "@/shared/app-state";

/** The installed app version the shell reported (SPEC §3 app state), and whether a newer one exists. */
export function AppVersion() {
  const version = useAppState((s) => s.version);
  const apiVersion = useAppState((s) => s.apiVersion);
  const isUpdate = useAppState((s) => s.isUpdate);
  return (
    <div className="flex items-center justify-between px-1 py-3 text-sm text-gray-600" data-testid="app-version">
      <span>앱 버전</span>
      <span>
        {version ? <span className="font-semibold text-gray-900">{version}</span> : "웹 브라우저"}
        {isUpdate && apiVersion && <span className="ml-2 text-xs text-brand-700">최신 {apiVersion} 업데이트 가능</span>}
      </span>
    </div>
  );
}
