import { categoryPath } from "#common/paths";
import { type CategorySummary, productCountText } from "#common/catalog";
import {
  Boxes,
  Cog,
  Gem,
  type LucideIcon,
  Palette,
  Scissors,
  Shirt,
  Sofa,
  Sparkles,
  Wheat,
} from "lucide-react";
import { Link } from "react-router";
import { CatalogImage } from "./catalog-image";

/** Shown for a category without an image (or whose image fails to load). */
const categoryIcons: Record<string, LucideIcon> = {
  fashion: Shirt,
  "home-decor": Sofa,
  jewelry: Gem,
  "food-products": Wheat,
  beauty: Sparkles,
  art: Palette,
  crafts: Scissors,
  machinery: Cog,
};

/** Category tiles with image, name and number of products; each links to its category page. */
export function CategoryGrid({ categories }: { categories: readonly CategorySummary[] }) {
  return (
    <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
      {categories.map((category) => {
        const Icon = categoryIcons[category.slug] ?? Boxes;
        return (
          <li key={category.id}>
            <Link
              to={categoryPath(category.slug)}
              aria-label={`${category.name}, ${productCountText(category.productCount)}`}
              className="group flex h-full flex-col overflow-hidden rounded-lg border border-border bg-card text-card-foreground transition-colors hover:border-primary"
            >
              <div className="aspect-[3/2] bg-muted">
                <CatalogImage
                  imageKey={category.imageKey}
                  alt=""
                  width={320}
                  height={213}
                  minSrcSetWidth={320}
                  sizes="(min-width:1024px) 300px,(min-width:640px) 31vw,48vw"
                  fallback={
                    <div className="flex size-full items-center justify-center text-primary-text">
                      <Icon aria-hidden="true" className="size-10" />
                    </div>
                  }
                />
              </div>
              <span className="flex flex-col gap-0.5 p-3">
                <span className="font-semibold group-hover:text-primary-text">{category.name}</span>
                <span className="text-sm text-muted-foreground">
                  {productCountText(category.productCount)}
                </span>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
