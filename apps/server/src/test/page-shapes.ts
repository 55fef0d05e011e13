// The pages the Remove Repeat URL equivalence tests compare with the whole-window statements (feed and
// super feed): both orders, first pages of two sizes, a page after a short offset and a deep one.
export interface PageShape {
  order: 'asc' | 'desc';
  offset: number;
  limit: number;
}

export const pageShapes = (deepOffset: number): PageShape[] => {
  const pages: [offset: number, limit: number][] = [
    [0, 21],
    [0, 5],
    [5, 5],
    [20, 21],
    [deepOffset, 10],
  ];
  return (['desc', 'asc'] as const).flatMap((order) =>
    pages.map(([offset, limit]) => ({ order, offset, limit })),
  );
};

export const shapeName = (page: PageShape) => `${page.order} ${page.offset}+${page.limit}`;
