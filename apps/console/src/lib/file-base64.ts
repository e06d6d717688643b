/** A file's bytes as base64 (what a JSON body carries of an upload), read by the browser without copies in JS. */
export const base64Of = (file: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    // A data URL: `data:<type>;base64,<the bytes>`.
    reader.onload = () => resolve(String(reader.result).split(',', 2)[1] ?? '');
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
