import { CHART_HEIGHT } from '../../../components/chart-card.tsx';

export { CHART_HEIGHT };

/** The whole chart view (two rows of charts and their cards), for its stand-in while its code loads. */
export const CHART_VIEW_HEIGHT = CHART_HEIGHT * 2 + 120;
