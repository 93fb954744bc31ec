import { lazy } from 'react';

// recharts comes only with the report pages (and the administrators' dashboard): the pages import
// the charts through here, so the library rides in the charts' own chunk, loaded after the figures.
export const TimeBarsChart = lazy(async () => ({ default: (await import('./report-charts')).TimeBarsChart }));
export const RankingChart = lazy(async () => ({ default: (await import('./report-charts')).RankingChart }));
