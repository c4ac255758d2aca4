// The shape of a brand's analytics page (filled by brand-analytics.server.ts). Types only.
import type { AnalyticsPeriod } from "./periods";

export type MetricSummary = { total: number; previous: number; change: number | null };
export type RevenueSummary = { currencyCode: string; total: string; change: number | null; daily: number[] };

export type BrandAnalytics = {
  period: AnalyticsPeriod;
  days: string[];
  views: MetricSummary & { daily: number[] };
  addsToCart: MetricSummary & { daily: number[] };
  quoteRequests: MetricSummary & { daily: number[] };
  orders: MetricSummary & { daily: number[] };
  /** One entry per currency the brand sold in during the period (largest first). */
  revenue: RevenueSummary[];
  viewToCartPercent: number | null;
  viewToOrderPercent: number | null;
  topProducts: {
    id: string;
    title: string;
    views: number;
    addsToCart: number;
    quoteRequests: number;
    orders: number;
    revenue: string;
  }[];
};
