import { useCallback, useEffect, useRef, useState } from 'react';

// The page's upload queue: every chosen or dropped file gets a line with its own progress; two go
// up at a time (a third would only share the same connection and the API's encoder), each as its
// own request to the console's upload route, which streams it on to the API. XMLHttpRequest rather
// than fetch: only it reports how much of a request body has been sent.

export type UploadState = 'queued' | 'uploading' | 'processing' | 'done' | 'failed';
export type UploadItem = { key: string; name: string; state: UploadState; percent: number; reason?: string };

const atOnce = 2;

function reasonOf(request: XMLHttpRequest): string {
  if (request.status === 413) return 'too_large';
  try {
    const body = JSON.parse(request.responseText) as { error?: { fields?: { reason?: string }[] } };
    return body.error?.fields?.[0]?.reason ?? 'generic';
  } catch {
    return 'generic';
  }
}

export function useUploads({ url, csrf, maxBytes, onAdded }: { url: string; csrf: string; maxBytes: number; onAdded: () => void }) {
  const [items, setItems] = useState<UploadItem[]>([]);
  const files = useRef(new Map<string, File>());
  const running = useRef(new Set<string>());
  const requests = useRef(new Set<XMLHttpRequest>());
  const counter = useRef(0);
  const added = useRef(onAdded);
  useEffect(() => {
    added.current = onAdded;
  });

  const update = useCallback((key: string, change: Partial<UploadItem>) => {
    setItems((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item)));
  }, []);

  const send = useCallback(
    (key: string, file: File) => {
      const request = new XMLHttpRequest();
      requests.current.add(request);
      const finish = (change: Partial<UploadItem>) => {
        running.current.delete(key);
        requests.current.delete(request);
        files.current.delete(key);
        update(key, change);
      };
      request.upload.onprogress = (event) => {
        if (event.lengthComputable) update(key, { percent: Math.round((event.loaded / event.total) * 100) });
      };
      // All bytes sent: the API is now making the renditions.
      request.upload.onload = () => update(key, { state: 'processing', percent: 100 });
      request.onload = () => {
        if (request.status === 201) {
          finish({ state: 'done', percent: 100 });
          added.current();
        } else {
          finish({ state: 'failed', reason: reasonOf(request) });
        }
      };
      request.onerror = () => finish({ state: 'failed', reason: 'network' });
      request.onabort = () => finish({ state: 'failed', reason: 'network' });
      const body = new FormData();
      body.append('file', file, file.name);
      request.open('POST', url);
      request.setRequestHeader('x-csrf-token', csrf);
      request.send(body);
      update(key, { state: 'uploading', percent: 0 });
    },
    [url, csrf, update],
  );

  // Start the next waiting files whenever a place is free.
  useEffect(() => {
    for (const item of items) {
      if (running.current.size >= atOnce) break;
      if (item.state !== 'queued' || running.current.has(item.key)) continue;
      const file = files.current.get(item.key);
      if (!file) continue;
      running.current.add(item.key);
      send(item.key, file);
    }
  }, [items, send]);

  // Leaving the page stops what is still going up.
  useEffect(() => () => requests.current.forEach((request) => request.abort()), []);

  const add = useCallback(
    (chosen: readonly File[]) => {
      const next: UploadItem[] = chosen.map((file) => {
        const key = `upload-${counter.current++}`;
        // Refused here at once rather than after sending megabytes the API would refuse.
        if (file.size > maxBytes) return { key, name: file.name, state: 'failed', percent: 0, reason: 'too_large' };
        files.current.set(key, file);
        return { key, name: file.name, state: 'queued', percent: 0 };
      });
      setItems((current) => [...current, ...next]);
    },
    [maxBytes],
  );

  const clear = useCallback(() => setItems((current) => current.filter((item) => item.state === 'queued' || item.state === 'uploading' || item.state === 'processing')), []);

  return { items, add, clear };
}
