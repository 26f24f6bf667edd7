import { categoryPath } from "#common/paths";
import type { CategorySummary } from "#common/catalog";
import { productListTexts } from "#common/i18n/product-list";
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
import { useFormat, usePageTexts } from "~/lib/locale";

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
  const texts = usePageTexts(productListTexts);
  const format = useFormat();
  return (
    <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
      {categories.map((category) => {
        const Icon = categoryIcons[category.slug] ?? Boxes;
        const products = texts.productCount(category.productCount, format.number(category.productCount));
        return (
          <li key={category.id}>
            <Link
              to={categoryPath(category.slug)}
              aria-label={texts.categoryLabel(category.name, products)}
              className="group flex h-full flex-col overflow-hidden rounded-lg border border-border bg-card text-card-foreground transition-colors hover:border-primary"
            >
              <div className="aspect-[3/2] bg-muted">
                <CatalogImage
                  imageKey={category.imageKey}
                  alt=""
                  width={480}
                  height={320}
                  // The tile's width: the page's 80rem column less 1rem padding each side, split in 4, 3
                  // or 2 columns with 1rem gaps.
                  sizes="(min-width: 1280px) 300px, (min-width: 1024px) calc(25vw - 20px), (min-width: 640px) calc(33vw - 22px), calc(50vw - 24px)"
                  fallback={
                    <div className="flex size-full items-center justify-center text-primary-text">
                      <Icon aria-hidden="true" className="size-10" />
                    </div>
                  }
                />
              </div>
              <span className="flex flex-col gap-0.5 p-3">
                <span className="font-semibold group-hover:text-primary-text">{category.name}</span>
                <span className="text-sm text-muted-foreground">{products}</span>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
