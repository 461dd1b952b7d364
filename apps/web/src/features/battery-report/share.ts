/**
 * Shares a certificate's link and says how, in a sentence for the status line: the phone's share sheet (Web Share
 * API, which iOS's WebView has too), else inside the app the system browser through the shell's `link.open`
 * (whose share and print menus take it on; docs/bridge.md has no share message), else the link copied.
 */
export async function shareLink(url: string): Promise<string> {
  if (typeof navigator.share === "function") {
    try {
      await navigator.share({
        title: "배터리 상태 인증서",
        text: "내 전기차 배터리 상태 인증서예요. 링크에서 진위를 확인할 수 있어요.",
        url,
      });
      return "인증서를 공유했어요.";
    } catch (error) {
      if (error instanceof DOMException && error.name === "AbortError") return "";
      // A share sheet that refused (no user gesture, a policy): the ways below.
    }
  }
  const bridge = await import("@/shared/bridge");
  await bridge.bridgeReady();
  if (bridge.hasBridge() && bridge.isOpenableUrl(url, window.location.origin)) {
    try {
      await bridge.request("link.open", { url });
      return "브라우저에서 인증서를 열었어요. 브라우저의 공유 메뉴로 보내거나 인쇄해 PDF로 저장할 수 있어요.";
    } catch {
      // An old shell without link.open: copy instead.
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    return "인증서 링크를 복사했어요. 메신저나 문자에 붙여 넣어 보내세요.";
  } catch {
    return "공유하지 못했어요. 인증서 보기에서 주소를 길게 눌러 복사해 주세요.";
  }
}
