/** Body heights of the cards, kept in every state so the grid never jumps. */
export const FIGURE_HEIGHT = 170;
export const CHART_HEIGHT = 240;
export const TOP_LIST_HEIGHT = 400;
