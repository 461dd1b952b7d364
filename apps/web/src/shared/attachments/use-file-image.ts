import { useEffect, useState } from "react";
import type { FileItem } from "@evsafe/contract";
import { fetchFileBlob } from "./open-attachment";

/** A stored photo as an `<img>` source, or where its reading is. */
export type FileImage = { state: "loading"; url?: undefined } | { state: "ready"; url: string } | { state: "failed"; url?: undefined };

/**
 * Shows a stored photo: its bytes are read with the member's token (an `<img src>` of the API would carry none) and
 * given to the page as an object URL, revoked when the photo leaves the screen. Null reads nothing.
 */
export function useFileImage(file: FileItem | null): FileImage {
  const [image, setImage] = useState<{ key: string; value: FileImage } | null>(null);
  const key = file ? `${file.atchFileSn}/${file.fileSn}` : "";
  useEffect(() => {
    if (!file) return;
    let url: string | null = null;
    let gone = false;
    fetchFileBlob(file).then(
      (blob) => {
        if (gone) return;
        url = URL.createObjectURL(blob);
        setImage({ key, value: { state: "ready", url } });
      },
      () => {
        if (!gone) setImage({ key, value: { state: "failed" } });
      },
    );
    return () => {
      gone = true;
      if (url) URL.revokeObjectURL(url);
    };
    // The file is named by its key: a new object for the same file reads nothing again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return image?.key === key ? image.value : { state: "loading" };
}
