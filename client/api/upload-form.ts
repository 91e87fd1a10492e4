import { ApiError, errorBodyFrom } from './api-error.ts';
import { mutationHeaders } from './csrf-token.ts';

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/**
 * A multipart POST that reports its upload: `onProgress(sent, total)` in bytes as the body leaves
 * (XHR, not fetch, because only XHR reports upload progress), then `onSent()` once the whole body
 * is sent and the server is working on it. Same headers and errors as sendForm: resolves with the
 * parsed answer, rejects with an ApiError (status 0 when the server was not reached).
 */
export async function uploadForm<T>(url: string, form: FormData, onProgress: (sent: number, total: number) => void, onSent?: () => void): Promise<T> {
  const headers = { accept: 'application/json', ...(await mutationHeaders()) };
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.withCredentials = true;
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded, event.total);
    };
    request.upload.onload = () => onSent?.();
    request.onload = () => {
      const payload = parseJson(request.responseText);
      if (request.status >= 200 && request.status < 300 && payload !== null) resolve(payload as T);
      else reject(new ApiError(url, request.status, errorBodyFrom(request.status, payload)));
    };
    request.onerror = () => reject(new ApiError(url, 0, errorBodyFrom(0, null)));
    request.send(form);
  });
}
