import { type ActionFailure, formMessage } from "#common/action-failure";
import { vendorProductsTexts } from "#common/i18n/vendor-products";
import { maxProductImageBytes, maxProductImages } from "#common/request-limits";
import { productPath } from "#common/paths";
import {
  vendorProductCustomizationPath,
  vendorProductPath,
  vendorProductPricingPath,
} from "#common/seller-paths";
import { blankSpecRows, type ProductFormInput, productStatuses } from "#common/vendor-products";
import type {
  VendorProductForm,
  VendorProductFormOptions,
  VendorProductImage,
} from "#common/views/vendor-products";
import type { ReactNode } from "react";
import { Form, Link, NavLink, useNavigation } from "react-router";
import { CatalogImage } from "~/components/catalog/catalog-image";
import { Button } from "~/components/ui/button";
import { CheckboxField, SelectField, TextAreaField } from "~/components/ui/choice-fields";
import { FieldFrame, FormError, FormSuccess, TextField, inputClassName } from "~/components/ui/field";
import { usePageTexts } from "~/lib/locale";

/** What the product form's action answers: a saved note, or the failure with what was typed. */
export type ProductFormResult =
  { ok: true; message: string } | (ActionFailure & { input?: ProductFormInput });

/** Details / Pricing tiers / Customization: the sections of one product's back-office pages. */
export function ProductSectionNav({ productId }: { productId: string }) {
  const texts = usePageTexts(vendorProductsTexts);
  const sections = [
    { to: vendorProductPath(productId), label: texts.sections.details },
    { to: vendorProductPricingPath(productId), label: texts.sections.pricing },
    { to: vendorProductCustomizationPath(productId), label: texts.sections.customization },
  ];
  return (
    <nav aria-label={texts.sectionsLabel}>
      <ul className="flex flex-wrap gap-2 border-b border-border pb-2">
        {sections.map((section) => (
          <li key={section.to}>
            <NavLink
              to={section.to}
              end
              className={({ isActive }) =>
                `block rounded-md px-3 py-1.5 text-sm font-medium ${isActive ? "bg-primary text-primary-foreground" : "hover:bg-muted"}`
              }
            >
              {section.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** One small submit button of a picture's forms, named for screen readers by what it does to which picture. */
function ImageActionButton({
  intent,
  label,
  disabled,
  destructive = false,
  children,
}: {
  intent: string;
  label: string;
  disabled: boolean;
  destructive?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="submit"
      name="intent"
      value={intent}
      aria-label={label}
      disabled={disabled}
      className={`rounded-md border px-2 py-1 text-xs font-medium hover:bg-muted disabled:opacity-50 ${destructive ? "border-destructive text-destructive-text" : "border-border"}`}
    >
      {children}
    </button>
  );
}

/** The product's pictures in order, each with its own small forms: move up or down, make main, remove. */
export function ProductImagesManager({ images }: { images: VendorProductImage[] }) {
  const texts = usePageTexts(vendorProductsTexts);
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  if (images.length === 0) return <p className="text-sm text-muted-foreground">{texts.noImages}</p>;
  return (
    <ol className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {images.map((image, index) => {
        const position = index + 1;
        return (
          <li key={image.id} className="space-y-2 rounded-lg border border-border p-2">
            <div className="aspect-square overflow-hidden rounded-md bg-muted">
              <CatalogImage
                imageKey={image.imageKey}
                alt={image.alt}
                width={160}
                height={160}
                sizes="160px"
              />
            </div>
            {index === 0 ? <p className="text-xs font-semibold">{texts.mainImage}</p> : null}
            <Form method="post" className="flex flex-wrap gap-1">
              <input type="hidden" name="imageId" value={image.id} />
              {index > 0 ? (
                <>
                  <ImageActionButton intent="image-up" label={texts.moveUp(position)} disabled={busy}>
                    {texts.up}
                  </ImageActionButton>
                  <ImageActionButton intent="image-main" label={texts.makeMain(position)} disabled={busy}>
                    {texts.setMain}
                  </ImageActionButton>
                </>
              ) : null}
              {index < images.length - 1 ? (
                <ImageActionButton intent="image-down" label={texts.moveDown(position)} disabled={busy}>
                  {texts.down}
                </ImageActionButton>
              ) : null}
            </Form>
            <details>
              <summary className="cursor-pointer text-xs font-medium text-destructive-text">
                {texts.remove}
              </summary>
              <Form method="post" className="mt-1 space-y-1">
                <p className="text-xs">{texts.confirmRemoveImage}</p>
                <input type="hidden" name="imageId" value={image.id} />
                <ImageActionButton
                  intent="image-remove"
                  label={texts.removeImage(position)}
                  disabled={busy}
                  destructive
                >
                  {texts.remove}
                </ImageActionButton>
              </Form>
            </details>
          </li>
        );
      })}
    </ol>
  );
}

/**
 * The product's fields as one real form (works without JavaScript): pictures to add through a
 * multiple file input, specifications as name/value rows, and the status. A refused save comes back
 * with every field as typed and a message beside each wrong one. The vendor's pages and the back
 * office's share it; the back office's new product also asks which store sells it (`vendorChoice`).
 */
export function ProductForm({
  fields,
  options,
  result,
  submitLabel,
  roomForImages,
  version,
  listPath,
  vendorChoice,
}: {
  /** Changes with each save, so the form (its file input too) starts afresh from what was saved. */
  version: string;
  fields: ProductFormInput;
  options: VendorProductFormOptions;
  result: ProductFormResult | undefined;
  submitLabel: string;
  roomForImages: number;
  /** The product list the form's "back" link returns to (the vendor's or the back office's). */
  listPath: string;
  /** A select of stores (posted as `vendor`), for an admin adding a product for one of them. */
  vendorChoice?: { label: string; placeholder: string; vendors: readonly { id: string; name: string }[] };
}) {
  const texts = usePageTexts(vendorProductsTexts);
  const navigation = useNavigation();
  const saving = navigation.formData?.get("intent") === "save";
  const failure = result && !result.ok ? result : undefined;
  const values = failure?.input ?? fields;
  const errors = failure?.fieldErrors ?? {};
  /** A text field's name, what it holds and its message. */
  const field = (name: Exclude<keyof ProductFormInput, "specs" | "sampleAvailable">) => ({
    name,
    defaultValue: values[name],
    error: errors[name],
  });
  const specRows = [
    ...values.specs,
    ...Array.from({ length: blankSpecRows }, () => ({ key: "", value: "" })),
  ];
  // A refused form is drawn anew with what was typed (defaultValue only applies on first render).
  const formKey = failure ? JSON.stringify([values, failure.values]) : version;
  return (
    <Form method="post" encType="multipart/form-data" noValidate className="space-y-8" key={formKey}>
      {result?.ok ? <FormSuccess message={result.message} /> : null}
      <FormError message={formMessage(failure)} />
      <fieldset className="space-y-4">
        <legend className="text-lg font-semibold">{texts.basics}</legend>
        {vendorChoice ? (
          <SelectField
            label={vendorChoice.label}
            name="vendor"
            placeholder={vendorChoice.placeholder}
            defaultValue={failure?.values?.vendor ?? ""}
            error={errors.vendor}
            required
            options={vendorChoice.vendors.map((vendor) => ({ value: vendor.id, label: vendor.name }))}
          />
        ) : null}
        <TextField label={texts.name} {...field("name")} required />
        <TextAreaField label={texts.description} {...field("description")} rows={5} />
        <SelectField
          label={texts.category}
          name="category"
          placeholder={texts.noCategory}
          defaultValue={values.category}
          error={errors.category}
          options={options.categories.map((category) => ({ value: category.id, label: category.name }))}
        />
      </fieldset>
      <fieldset className="space-y-4">
        <legend className="text-lg font-semibold">{texts.images}</legend>
        <FieldFrame
          label={texts.addImages}
          description={texts.imagesHint(maxProductImages, maxProductImageBytes / (1024 * 1024))}
          error={errors.images}
        >
          {(control) => (
            <input
              {...control}
              type="file"
              name="images"
              multiple
              accept="image/jpeg,image/png,image/webp"
              disabled={roomForImages <= 0}
              className="block text-sm"
            />
          )}
        </FieldFrame>
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-4 text-lg font-semibold">{texts.pricingAndStock}</legend>
        <TextField label={texts.price} {...field("price")} description={texts.priceHint} required />
        <TextField
          label={texts.originalPrice}
          {...field("originalPrice")}
          description={texts.originalPriceHint}
        />
        <TextField label={texts.moq} {...field("moq")} required />
        <TextField label={texts.stock} {...field("stockQuantity")} required />
        <TextField label={texts.sku} {...field("sku")} description={texts.skuHint} required />
      </fieldset>
      <fieldset className="space-y-4">
        <legend className="text-lg font-semibold">{texts.sourcing}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={texts.leadTime} {...field("leadTime")} description={texts.leadTimeHint} />
          <SelectField
            label={texts.countryOfOrigin}
            name="countryOfOrigin"
            placeholder={texts.noCountry}
            defaultValue={values.countryOfOrigin}
            error={errors.countryOfOrigin}
            options={options.countries.map((country) => ({ value: country.code, label: country.name }))}
          />
        </div>
        <CheckboxField
          label={texts.sampleAvailable}
          name="sampleAvailable"
          defaultChecked={values.sampleAvailable}
        />
        <FieldFrame
          label={texts.certifications}
          description={texts.certificationsHint}
          error={errors.certifications}
        >
          {(control) => (
            <textarea
              {...control}
              name="certifications"
              rows={3}
              defaultValue={values.certifications}
              className={inputClassName}
            />
          )}
        </FieldFrame>
      </fieldset>
      <fieldset className="space-y-3" aria-describedby="specs-hint">
        <legend className="text-lg font-semibold">{texts.specs}</legend>
        <p id="specs-hint" className="text-sm text-muted-foreground">
          {texts.specsHint}
        </p>
        {errors.specs ? (
          <p className="text-sm font-medium text-destructive-text" role="alert">
            {errors.specs}
          </p>
        ) : null}
        {specRows.map((row, index) => (
          <div key={index} className="grid grid-cols-2 gap-2">
            <input
              name="specKey"
              defaultValue={row.key}
              aria-label={texts.specName(index + 1)}
              className={inputClassName}
            />
            <input
              name="specValue"
              defaultValue={row.value}
              aria-label={texts.specValue(index + 1)}
              className={inputClassName}
            />
          </div>
        ))}
      </fieldset>
      <fieldset className="space-y-2">
        <legend className="text-lg font-semibold">{texts.status}</legend>
        {productStatuses.map((status) => (
          <label key={status} className="flex items-start gap-2 text-sm">
            <input
              type="radio"
              name="status"
              value={status}
              defaultChecked={values.status === status}
              className="mt-0.5 size-4 accent-primary"
            />
            <span>{texts.statusHelp[status]}</span>
          </label>
        ))}
        {errors.status ? <p className="text-sm font-medium text-destructive-text">{errors.status}</p> : null}
      </fieldset>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" name="intent" value="save" disabled={saving}>
          {saving ? texts.saving : submitLabel}
        </Button>
        <Link to={listPath} className="text-sm underline">
          {texts.backToList}
        </Link>
      </div>
    </Form>
  );
}

/** What the edit page's action answers: a picture's forms (`images`) or the product form (`form`). */
export type ProductEditResult =
  | ({ scope: "images" } & ({ ok: true; message: string } | ActionFailure))
  | ({ scope: "form" } & ProductFormResult);

/**
 * The body of a product's edit page, the vendor's and the back office's: the marketplace's hold
 * (with `heldNote`, what the reader can do about it), the note after creating it, its pictures and
 * their forms, then the product form.
 */
export function ProductEditSections({
  product,
  options,
  created,
  result,
  listPath,
  heldNote,
}: {
  product: VendorProductForm;
  options: VendorProductFormOptions;
  /** The product was just created (the page's `?created`). */
  created: boolean;
  result: ProductEditResult | undefined;
  listPath: string;
  heldNote: string;
}) {
  const texts = usePageTexts(vendorProductsTexts);
  const imagesResult = result?.scope === "images" ? result : undefined;
  const formResult = result?.scope === "form" ? result : undefined;
  return (
    <>
      {product.moderationReason ? (
        <section aria-labelledby="held-title" className="rounded-md border bg-muted px-4 py-3 text-sm">
          <h2 id="held-title" className="font-semibold">
            {texts.heldBadge}
          </h2>
          <p className="mt-1">{texts.heldReason(product.moderationReason)}</p>
          <p className="mt-1">{heldNote}</p>
        </section>
      ) : null}
      {created && !result ? <FormSuccess message={texts.created} /> : null}
      <section aria-labelledby="pictures-title" className="space-y-3">
        <h2 id="pictures-title" className="text-lg font-semibold">
          {texts.images}
        </h2>
        {imagesResult?.ok ? <FormSuccess message={imagesResult.message} /> : null}
        <FormError message={imagesResult && !imagesResult.ok ? imagesResult.message : undefined} />
        <ProductImagesManager images={product.images} />
      </section>
      <ProductForm
        fields={product.fields}
        options={options}
        result={formResult}
        submitLabel={texts.save}
        listPath={listPath}
        roomForImages={maxProductImages - product.images.length}
        version={String(product.updatedAt)}
      />
    </>
  );
}

/** The buyer's view of a listed product, for the edit page. */
export function ViewAsBuyerLink({ productId }: { productId: string }) {
  const texts = usePageTexts(vendorProductsTexts);
  return (
    <Link to={productPath(productId)} className="text-sm underline">
      {texts.view}
    </Link>
  );
}
