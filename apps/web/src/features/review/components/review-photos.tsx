import { useState } from "react";
import type { FileGroup, FileItem } from "@evsafe/contract";
import { Thumbnail } from "@/shared/attachments/thumbnail";
import type { ScreenData } from "@/shared/screen-data";
import { AsyncContent } from "@/shared/ui/async-content";
import { PHOTOS_SKELETON } from "./review-skeleton";

/**
 * The review's photos (`GET files/{sn}`), each read with the member's token into an object URL. A tap saves the photo:
 * in the app through the shell's file.download, in a browser as a download (shared/attachments/open-attachment.ts).
 */
export function ReviewPhotos({ state }: { state: ScreenData<FileGroup> }) {
  const [status, setStatus] = useState<string | null>(null);
  const save = async (file: FileItem) => {
    setStatus(`${file.orgFileNm} 저장하는 중`);
    const { openAttachment } = await import("@/shared/attachments/open-attachment");
    setStatus(await openAttachment(file));
  };
  return (
    <AsyncContent
      state={state}
      skeleton={PHOTOS_SKELETON}
      loadingLabel="리뷰 사진을 불러오는 중입니다"
      errorTitle="리뷰 사진을 불러오지 못했어요"
    >
      {(group) =>
        group.files.length === 0 ? null : (
          <section aria-label={`리뷰 사진 ${group.files.length}장`} className="flex flex-col gap-2">
            <ul className="grid grid-cols-3 gap-2" data-testid="review-photos">
              {group.files.map((file, index) => (
                <li key={file.fileSn} className="min-w-0">
                  <button
                    type="button"
                    onClick={() => void save(file)}
                    className="flex w-full flex-col gap-1 rounded-lg text-left outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
                  >
                    <Thumbnail
                      photo={{ key: String(file.fileSn), name: file.orgFileNm, stored: file }}
                      alt={`리뷰 사진 ${index + 1}: ${file.orgFileNm}`}
                    />
                    <span className="flex min-h-11 w-full items-center justify-center rounded-lg border border-neutral-300 text-sm font-semibold text-neutral-800">
                      저장
                    </span>
                  </button>
                </li>
              ))}
            </ul>
            <p role="status" aria-live="polite" className="text-sm text-neutral-700 empty:hidden">
              {status}
            </p>
          </section>
        )
      }
    </AsyncContent>
  );
}
