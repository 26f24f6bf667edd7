/** What the product page's review section shows, as the review queries return it; browser code imports it from here. */

export type Stars = 1 | 2 | 3 | 4 | 5;

export interface ReviewSummary {
  /** Average rating to one decimal; 0 when there are no reviews. */
  average: number;
  count: number;
  /** Number of reviews per star, 1 to 5. */
  distribution: Record<Stars, number>;
}

export interface ReviewItem {
  id: string;
  rating: number;
  comment: string;
  createdAt: Date;
  userId: string;
  userName: string;
  userAvatar: string | null;
}

/** A page of reviews with how many the product has in all. */
export interface ReviewPage {
  items: ReviewItem[];
  page: number;
  pageSize: number;
  total: number;
}

export interface ProductReviews {
  summary: ReviewSummary;
  list: ReviewPage;
  viewerHasReviewed: boolean;
}
