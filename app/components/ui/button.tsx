import type { ComponentPropsWithoutRef } from "react";

export type ButtonVariant = "primary" | "secondary" | "ghost" | "destructive";
export type ButtonSize = "sm" | "md" | "lg";

/**
 * Classes for anything that should look like a button, e.g. a `<Link>`: the `.btn` component
 * classes of app.css, so a page of buttons does not repeat thirty utilities on each.
 */
export function buttonClassName(variant: ButtonVariant = "primary", size: ButtonSize = "md"): string {
  return `btn btn-${variant} btn-${size}`;
}

export type ButtonProps = ComponentPropsWithoutRef<"button"> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
};

export function Button({ variant, size, className, type = "button", ...props }: ButtonProps) {
  const classes = className
    ? `${buttonClassName(variant, size)} ${className}`
    : buttonClassName(variant, size);
  return <button type={type} className={classes} {...props} />;
}
