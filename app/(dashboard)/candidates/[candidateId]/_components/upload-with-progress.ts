/** POSTs a form with XMLHttpRequest, the one browser API that reports upload progress. */
export function uploadWithProgress(
  url: string,
  body: FormData,
  onProgress: (fraction: number) => void,
): Promise<{ status: number; json: { message?: string; fieldErrors?: Record<string, string[]> } }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    xhr.responseType = "json";
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    xhr.onload = () => resolve({ status: xhr.status, json: (xhr.response ?? {}) as { message?: string } });
    xhr.onerror = () => reject(new Error("The upload failed: check your connection and try again."));
    xhr.send(body);
  });
}
