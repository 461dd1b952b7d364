import { useState } from "react";
import type { MyProfile, SocialProvider } from "@evsafe/contract";
import { SOCIAL_PROVIDER_LABEL, SOCIAL_PROVIDERS } from "@evsafe/contract/constants/account";
import { noShellMessage } from "@/shared/bridge/constants";
import { useSingleFlight } from "@/shared/form/single-flight";
import { Button } from "@/shared/ui/button";
import { formatKstDate } from "@/shared/format-time";

/** The API refuses to unlink the account's only way to sign in. */
export const LAST_LOGIN_METHOD = "LAST_LOGIN_METHOD";
/** Why, in the member's words, and what to do instead. */
export const LAST_LOGIN_METHOD_EXPLANATION =
  "이 소셜 계정이 이 계정에 로그인할 수 있는 유일한 방법이에요. 연결을 해제하면 다시 로그인할 수 없으니, 다른 소셜 계정을 먼저 연결한 뒤 해제해 주세요.";
const LINK_FAILED_MESSAGE = "요청을 처리하지 못했습니다. 잠시 후 다시 시도해 주세요.";

export interface SocialAccountsDeps {
  /** The shell's social sign-in (`auth.social`), or a Korean message when there is no shell. */
  requestSocial: (
    provider: SocialProvider,
  ) => Promise<{ sub: string; email?: string | null; oauthKey: string } | { message: string | null }>;
  link: (body: { provider: SocialProvider; sub: string; eml?: string | null; oauthKey: string }) => Promise<unknown>;
  unlink: (provider: SocialProvider) => Promise<unknown>;
  /** A confirmation before unlinking; true to go on. */
  confirmUnlink: (label: string) => Promise<boolean>;
}

const defaultDeps: SocialAccountsDeps = {
  // The bridge client loads when a button is pressed, not with the page.
  requestSocial: async (provider) => {
    const { bridge, bridgeErrorMessage, bridgeReady, hasBridge } = await import("@/shared/bridge");
    await bridgeReady();
    if (!hasBridge()) return { message: noShellMessage() };
    try {
      return await bridge.request("auth.social", { provider });
    } catch (error) {
      return { message: await bridgeErrorMessage(error) };
    }
  },
  link: async (body) => (await import("@/shared/api-client")).api("oauthAdd", { body }),
  unlink: async (provider) => (await import("@/shared/api-client")).api("oauthWithdraw", { params: { provider } }),
  confirmUnlink: async (label) =>
    (await import("@/shared/modal")).openModal({
      type: "confirm",
      title: "소셜 계정 연결 해제",
      message: `${label} 계정 연결을 해제할까요? 해제하면 ${label}(으)로 로그인할 수 없어요.`,
      yes: "연결 해제",
    }),
};

type Notice = { kind: "error"; text: string; detail?: string } | { kind: "done"; text: string };

/**
 * The four social accounts with their link state: 연결하기 goes through the app shell's social sign-in and
 * `users/oauth/add`; 연결 해제 asks first, then `users/oauth/withdraw/{provider}`. Unlinking the only way to sign in
 * is refused by the API (LAST_LOGIN_METHOD), explained here with what to do instead.
 */
export function SocialAccounts({
  profile,
  onChanged,
  deps: overrides,
}: {
  profile: Pick<MyProfile, "loginProviders" | "hasPassword">;
  onChanged: () => void;
  deps?: Partial<SocialAccountsDeps>;
}) {
  const deps = { ...defaultDeps, ...overrides };
  const [notice, setNotice] = useState<Notice | null>(null);
  const linked = new Map(profile.loginProviders.map((p) => [p.provider, p]));

  const [act, busy] = useSingleFlight(async (provider: SocialProvider, action: "link" | "unlink") => {
    const label = SOCIAL_PROVIDER_LABEL[provider];
    setNotice(null);
    try {
      if (action === "link") {
        const answer = await deps.requestSocial(provider);
        if ("message" in answer) {
          if (answer.message) setNotice({ kind: "error", text: answer.message });
          return;
        }
        await deps.link({ provider, sub: answer.sub, eml: answer.email ?? null, oauthKey: answer.oauthKey });
        setNotice({ kind: "done", text: `${label} 계정을 연결했어요.` });
      } else {
        if (!(await deps.confirmUnlink(label))) return;
        await deps.unlink(provider);
        setNotice({ kind: "done", text: `${label} 계정 연결을 해제했어요.` });
      }
      onChanged();
    } catch (error) {
      const { code, message } = error as { code?: string; message?: string };
      setNotice({
        kind: "error",
        text: message || LINK_FAILED_MESSAGE,
        detail: code === LAST_LOGIN_METHOD ? LAST_LOGIN_METHOD_EXPLANATION : undefined,
      });
    }
  });

  return (
    <div className="flex flex-col gap-3">
      {notice?.kind === "error" && (
        <div role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-700">
          <p>{notice.text}</p>
          {notice.detail && <p className="mt-1 text-neutral-800">{notice.detail}</p>}
        </div>
      )}
      {notice?.kind === "done" && (
        <p role="status" className="rounded-lg bg-brand-50 px-4 py-3 text-sm text-neutral-900">
          {notice.text}
        </p>
      )}
      <ul className="flex flex-col divide-y divide-neutral-200">
        {SOCIAL_PROVIDERS.map((provider) => {
          const link = linked.get(provider);
          const label = SOCIAL_PROVIDER_LABEL[provider];
          return (
            <li key={provider} className="flex items-center justify-between gap-3 py-2">
              <div className="min-w-0">
                <p className="font-medium text-neutral-900">{label}</p>
                <p className="truncate text-sm text-neutral-600">
                  {link ? `${link.email ?? "연결됨"} · ${formatKstDate(link.linkedAt)} 연결` : "연결 안 됨"}
                </p>
              </div>
              <Button
                variant="secondary"
                className="shrink-0"
                disabled={busy}
                aria-label={`${label} ${link ? "연결 해제" : "연결하기"}`}
                onClick={() => void act(provider, link ? "unlink" : "link")}
              >
                {link ? "연결 해제" : "연결하기"}
              </Button>
            </li>
          );
        })}
      </ul>
      {!profile.hasPassword && (
        <p className="text-sm text-neutral-600">비밀번호 없이 소셜 로그인만 쓰는 계정은 연결된 소셜 계정이 하나 이상 있어야 해요.</p>
      )}
    </div>
  );
}
