import { useEffect, useRef, useState } from "react";
import type { PickedPhoto } from "./thumbnail";

/** A photo of a form: one chosen on this phone (`file`, shown from the object URL `src`) or one already stored. */
export type FormPhoto = PickedPhoto & { file?: File };

let photoCount = 0;

/**
 * The photos a form collects for PhotoPicker, with the picker's refusals and the upload's progress: chosen files get
 * an object URL for their thumbnail, revoked when the photo is removed or the form goes.
 */
export function useFormPhotos(initial: () => FormPhoto[] = () => []) {
  const [photos, setPhotos] = useState<FormPhoto[]>(initial);
  const [errors, setErrors] = useState<string[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  /** Every object URL made here (written in handlers only). */
  const objectUrls = useRef(new Set<string>());
  useEffect(() => {
    const urls = objectUrls.current;
    return () => urls.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  const add = (files: File[]) => {
    const added = files.map((file) => ({ key: `n${++photoCount}`, name: file.name, file, src: URL.createObjectURL(file) }));
    added.forEach((p) => objectUrls.current.add(p.src));
    setPhotos((current) => [...current, ...added]);
  };

  /** Takes a photo off the form; answers it (a stored one is for the form to delete when it saves). */
  const remove = (key: string): FormPhoto | undefined => {
    const gone = photos.find((p) => p.key === key);
    if (!gone) return undefined;
    if (gone.src && objectUrls.current.delete(gone.src)) URL.revokeObjectURL(gone.src);
    setPhotos((current) => current.filter((p) => p.key !== key));
    setErrors([]);
    return gone;
  };

  return { photos, setPhotos, add, remove, errors, setErrors, progress, setProgress };
}
