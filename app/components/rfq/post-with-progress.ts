/**
 * Posts a form body with XMLHttpRequest, the one browser API that reports upload progress, and reads
 * the JSON answer (null when the answer is not JSON). Rejects only when nothing came back.
 */
export function postWithProgress(
  url: string,
  body: FormData,
  onProgress: (loaded: number, total: number) => void,
): Promise<{ status: number; json: unknown }> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", url);
    request.responseType = "json";
    request.setRequestHeader("Accept", "application/json");
    request.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable) onProgress(event.loaded, event.total);
    });
    request.addEventListener("load", () => resolve({ status: request.status, json: request.response }));
    request.addEventListener("error", () => reject(new Error("network")));
    request.addEventListener("abort", () => reject(new Error("aborted")));
    request.send(body);
  });
}

/**
 * Each file's share of the bytes sent so far, in percent: the files travel last and in order, after
 * the text fields (whose few bytes count before the first file).
 */
export function filePercents(sizes: readonly number[], loaded: number, total: number): number[] {
  const filesTotal = sizes.reduce((sum, size) => sum + size, 0);
  let start = Math.max(0, total - filesTotal);
  return sizes.map((size) => {
    const sent = Math.min(Math.max(loaded - start, 0), size);
    start += size;
    return size === 0 ? 100 : Math.floor((sent / size) * 100);
  });
}
