import { boolean, char, integer, pgTable, text } from "drizzle-orm/pg-core";

export const currencies = pgTable("currencies", {
  code: char("code", { length: 3 }).primaryKey(),
  name: text("name").notNull(),
  symbol: text("symbol").notNull(),
  /** Digits after the decimal point; money is stored in these minor units. */
  minorUnits: integer("minor_units").notNull().default(2),
});

export const countries = pgTable("countries", {
  code: char("code", { length: 2 }).primaryKey(),
  name: text("name").notNull(),
  currencyCode: char("currency_code", { length: 3 })
    .notNull()
    .references(() => currencies.code),
  region: text("region").notNull(),
  isAfrican: boolean("is_african").notNull().default(true),
});

export const languages = pgTable("languages", {
  code: text("code").primaryKey(),
  name: text("name").notNull(),
  nativeName: text("native_name").notNull(),
});
