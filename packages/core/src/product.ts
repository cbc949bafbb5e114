export const PRODUCT_NAME = 'Focus Room';
