import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

// What searches compare: lower case without accents, so "joao" finds "João".
export const foldForSearch = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');

// The database folds the stored text the same way. No unaccent extension is needed, and accented
// capitals are mapped by hand since lower() under the C locale leaves them; the plain letters are
// derived from the accented ones so each lines up with its own.
const accented = 'áàâãäéèêëíìîïóòôõöúùûüçñÁÀÂÃÄÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑ';
const plain = foldForSearch(accented);
export const foldedSql = (value: SQL | AnyPgColumn) => sql`lower(translate(${value}, ${accented}, ${plain}))`;

// The same folding with the letters written into the SQL text instead of bound: an expression
// index is only used when the query's expression is the very same text
// (conversations_collected_search_idx).
export const foldedLiteralSql = (value: SQL | AnyPgColumn) =>
  sql`lower(translate(${value}, ${sql.raw(`'${accented}'`)}, ${sql.raw(`'${plain}'`)}))`;
