import { data } from 'react-router';
import { ApiError } from './api-error.ts';

/** A loader's 404 from the API becomes the router's 404 (the not-found page, HTTP 404 on the server). */
export async function orNotFound<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw data('页面不存在', { status: 404 });
    throw error;
  }
}
