/** The height of one chart, kept in every state (loading, failed, empty, drawn) so nothing jumps. */
export const CHART_HEIGHT = 260;

/** The whole chart view (two rows of charts and their cards), for its stand-in while its code loads. */
export const CHART_VIEW_HEIGHT = CHART_HEIGHT * 2 + 120;
