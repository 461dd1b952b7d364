import type { FileItem } from "@evsafe/contract";
import { apiBase } from "@/shared/api-base";
import { getAccessToken } from "@/shared/session-token";

/** A file's bytes read with the member's token: the plain call, or the decrypting one for an encrypted group. */
export async function fetchFileBlob(file: FileItem): Promise<Blob> {
  const { api } = await import("@/shared/api-client");
  const params = { params: { a: file.atchFileSn, b: file.fileSn } };
  return (await (file.encrypted ? api("downloadDecryptedFile", params) : api("downloadFile", params))) as Blob;
}

/**
 * Opens (saves) a stored photo at its `downloadPath` (`files/download/…`, or `files/download/decrypted/…` for an
 * encrypted group). In the app the shell saves it through `file.download` with the member's token (our origin only,
 * docs/bridge.md); in a browser the page fetches it with the token and hands the browser the picture from memory, so
 * the token never goes into an address. Answers what to say on screen (null: nothing).
 */
export async function openAttachment(file: FileItem): Promise<string | null> {
  const bridge = await import("@/shared/bridge");
  await bridge.bridgeReady();
  if (bridge.hasBridge()) {
    const url = new URL(`${await apiBase()}/${file.downloadPath}`, window.location.origin).href;
    const token = getAccessToken();
    try {
      const answer = await bridge.request("file.download", {
        url,
        fileName: file.orgFileNm,
        ...(token ? { headers: { authorization: `Bearer ${token}`, token } } : {}),
      });
      return answer.saved ? `휴대폰에 저장했어요 (${file.orgFileNm})` : null;
    } catch (error) {
      return bridge.bridgeErrorMessage(error);
    }
  }
  try {
    const href = URL.createObjectURL(await fetchFileBlob(file));
    const link = document.createElement("a");
    link.href = href;
    link.download = file.orgFileNm;
    link.rel = "noopener";
    document.body.append(link);
    link.click();
    link.remove();
    // The browser has started the download by the next tick; the memory goes back after a while.
    setTimeout(() => URL.revokeObjectURL(href), 60_000);
    return `사진을 열었어요 (${file.orgFileNm})`;
  } catch (error) {
    return error instanceof Error && error.message ? error.message : "사진을 열지 못했어요. 잠시 후 다시 시도해 주세요.";
  }
}
