import type { Logger } from "pino";
import type { RequestHandler, ErrorRequestHandler } from "express";

export type RequestStore = {
  id: string;
  method: string;
  path: string;
  userId: string | null;
  route: string | null;
  /** Set once the request's "database unavailable" has been logged (logged once per request). */
  databaseDown?: boolean;
  /** Unexpected errors of this request, sent to error tracking once its response is done (ADR 055). */
  errors?: unknown[];
};
export const REDACTED_KEYS: string[];
export function logger(): Logger;
export function requestStore(): RequestStore | undefined;
export function noteRequestUser(userId: string | null | undefined): void;
export function noteRequestRoute(route: string | null | undefined): void;
export function captureLogs(): { lines: string[]; entries: () => Record<string, unknown>[]; stop: () => void };
export function requestIdFrom(header: string | undefined | null): string;
export function accessLog(options?: {
  onDone?: (done: RequestStore & { status: number; seconds: number }) => void;
}): RequestHandler;
export function logErrors(options?: { onError?: (error: unknown) => void }): ErrorRequestHandler;
export function routeConsoleToLogger(): void;
