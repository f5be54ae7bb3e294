/**
 * How the API client's requests travel: in the browser over XMLHttpRequest (xhrTransport), on the
 * server through Fastify's inject (app/inject-transport.ts), in tests to a fake server. The client
 * (api-client.ts) adds the token, encodes the body and reads the envelope; a transport only carries.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Query parameters: a value that is undefined or null is left out. */
export type QueryParams = Record<string, unknown>;

export interface ApiRequest {
  method: HttpMethod;
  /** The path below the API's base (/api), without its query: `/public/articles`. */
  url: string;
  params?: QueryParams;
  headers: Record<string, string>;
  /** JSON text, or a multipart form (uploads). */
  body?: string | FormData;
  /** Milliseconds before the request is given up. */
  timeout: number;
  /** Bytes sent so far of an upload's body, and its size where known. */
  onUploadProgress?: (loaded: number, total: number | undefined) => void;
}

/** The status and the parsed body (JSON; text where it is not JSON). */
export interface ApiReply {
  status: number;
  data?: unknown;
}

export type Transport = (request: ApiRequest) => Promise<ApiReply>;

/** No answer arrived: the network failed, or the time ran out. */
export class TransportError extends Error {
  constructor(readonly kind: 'network' | 'timeout') {
    super(kind === 'timeout' ? 'timeout' : 'network error');
    this.name = 'TransportError';
  }
}

/** A query value as a URI keeps it readable (`a,b`, `2024:01`, spaces as `+`), as axios wrote it. */
const encode = (value: string) =>
  encodeURIComponent(value).replace(/%3A/gi, ':').replace(/%24/g, '$').replace(/%2C/gi, ',').replace(/%20/g, '+');

/** `base` + the request's path and query: `/api/public/articles?page=0&size=10`. */
export function requestUri(base: string, request: Pick<ApiRequest, 'url' | 'params'>): string {
  const query = Object.entries(request.params ?? {})
    .filter(([, value]) => value !== undefined && value !== null)
    .map(([key, value]) => `${encode(key)}=${encode(value instanceof Date ? value.toISOString() : String(value))}`)
    .join('&');
  return `${base}${request.url}${query ? `${request.url.includes('?') ? '&' : '?'}${query}` : ''}`;
}

/** JSON where the body is JSON, else its text; nothing for an empty body. */
export function parseBody(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The browser's transport: XMLHttpRequest, which reports an upload's progress and has a timeout. */
export function xhrTransport(base: string): Transport {
  return (request) =>
    new Promise<ApiReply>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(request.method, requestUri(base, request));
      xhr.timeout = request.timeout;
      for (const [name, value] of Object.entries(request.headers)) xhr.setRequestHeader(name, value);
      const progress = request.onUploadProgress;
      if (progress) xhr.upload.onprogress = (e) => progress(e.loaded, e.lengthComputable ? e.total : undefined);
      xhr.onload = () => resolve({ status: xhr.status, data: parseBody(xhr.responseText) });
      xhr.onerror = () => reject(new TransportError('network'));
      xhr.onabort = () => reject(new TransportError('network'));
      xhr.ontimeout = () => reject(new TransportError('timeout'));
      xhr.send(request.body ?? null);
    });
}
