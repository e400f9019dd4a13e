// Content calls (cms/categorylist, cms/contentlist, cms/content, cms/promotions) with seeded pages
// and promotions.
export const contentHandlers = [];
