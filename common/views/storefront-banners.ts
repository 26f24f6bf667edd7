/** A banner as the public store page shows it. */
export interface StoreBanner {
  id: string;
  imageKey: string;
  title: string;
  subtitle: string;
  /** A path on this site (the store or one of its products), or null. */
  linkPath: string | null;
}

/** A banner as its vendor manages it; dates are ISO strings (the first day and the last day, UTC). */
export interface VendorStorefrontBanner extends StoreBanner {
  startsOn: string;
  endsOn: string;
  active: boolean;
  position: number;
  /** Whether the store page shows it right now (active, and now is inside its dates). */
  live: boolean;
}
