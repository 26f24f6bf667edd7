import { describe, expect, it } from "vitest";
import { CsvError, csvField, csvLine, parseCsv } from "./csv";

describe("parseCsv", () => {
  it("splits rows on LF and CRLF, fields on commas, and keeps empty fields", () => {
    expect(parseCsv("a,b,c\r\n1,,3\n4,5,\n")).toEqual([
      ["a", "b", "c"],
      ["1", "", "3"],
      ["4", "5", ""],
    ]);
  });

  it("reads quoted fields with commas, doubled quotes and line breaks", () => {
    expect(parseCsv('name,description\r\n"Kente, gold","He said ""wow""\r\nthen left"\r\n')).toEqual([
      ["name", "description"],
      ["Kente, gold", 'He said "wow"\r\nthen left'],
    ]);
  });

  it("skips a byte-order mark and reads a last row without a line break", () => {
    expect(parseCsv("\uFEFFsku,price\nA-1,100")).toEqual([
      ["sku", "price"],
      ["A-1", "100"],
    ]);
  });

  it("refuses a quote left open or text after a closing quote", () => {
    expect(() => parseCsv('a,"b\n')).toThrow(CsvError);
    expect(() => parseCsv('"a"b,c\n')).toThrow(CsvError);
  });

  it("reads back what csvLine writes", () => {
    const fields = ["plain", "with, comma", 'a "quote"', "two\r\nlines", "", "=SUM(A1)"];
    expect(parseCsv(csvLine(fields) + csvLine(["x"]))).toEqual([
      ["plain", "with, comma", 'a "quote"', "two\r\nlines", "", "'=SUM(A1)"],
      ["x"],
    ]);
  });
});

describe("csvField", () => {
  it("quotes only when needed and defuses formulas", () => {
    expect(csvField("abc")).toBe("abc");
    expect(csvField("a,b")).toBe('"a,b"');
    expect(csvField("+234")).toBe("'+234");
    expect(csvField("-1")).toBe("'-1");
  });
});
