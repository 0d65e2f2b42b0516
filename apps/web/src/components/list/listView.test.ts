import { describe, expect, it } from 'vitest';
import { csvColumnsParam, DEFAULT_LIST_VIEW, listViewKey, orderedFields, visibleFields, withColumnMoved, withColumnShown, withHiddenFields } from './listView';

const FIELDS = ['name', 'status', 'phone', 'rating'];

describe('a list view', () => {
  it('names a list by its grid label', () => {
    expect(listViewKey('Service requests')).toBe('list.service-requests');
    expect(listViewKey('  Workers ')).toBe('list.workers');
  });

  it('orders the columns it names first and keeps the rest in the page’s order, ignoring fields the list lacks', () => {
    expect(orderedFields(FIELDS, { ...DEFAULT_LIST_VIEW, order: ['rating', 'gone', 'name'] })).toEqual(['rating', 'name', 'status', 'phone']);
    expect(visibleFields(FIELDS, { ...DEFAULT_LIST_VIEW, hidden: ['phone', 'gone'] })).toEqual(['name', 'status', 'rating']);
  });

  it('hides and shows a column but never the last visible one', () => {
    const hidden = withColumnShown(FIELDS, DEFAULT_LIST_VIEW, 'phone', false);
    expect(hidden.hidden).toEqual(['phone']);
    expect(withColumnShown(FIELDS, hidden, 'phone', true).hidden).toEqual([]);
    const one = { ...DEFAULT_LIST_VIEW, hidden: ['name', 'status', 'phone'] };
    expect(withColumnShown(FIELDS, one, 'rating', false)).toBe(one);
    expect(withHiddenFields(FIELDS, DEFAULT_LIST_VIEW, FIELDS)).toBe(DEFAULT_LIST_VIEW);
    expect(withHiddenFields(FIELDS, { ...DEFAULT_LIST_VIEW, hidden: ['other'] }, ['rating']).hidden).toEqual(['other', 'rating']);
  });

  it('moves a column one place, and not past either end', () => {
    expect(withColumnMoved(FIELDS, DEFAULT_LIST_VIEW, 'phone', 'up').order).toEqual(['name', 'phone', 'status', 'rating']);
    expect(withColumnMoved(FIELDS, DEFAULT_LIST_VIEW, 'name', 'up')).toBe(DEFAULT_LIST_VIEW);
    expect(withColumnMoved(FIELDS, DEFAULT_LIST_VIEW, 'rating', 'down')).toBe(DEFAULT_LIST_VIEW);
  });
});

describe('the CSV columns of a list view', () => {
  it('asks for the row’s identity, then the shown columns the CSV knows, in the list’s order', () => {
    expect(csvColumnsParam(['id', 'name', 'phone', 'status', 'id_proof'], ['status', 'name', 'skills_chips'])).toBe('id,status,name');
    expect(csvColumnsParam(['code', 'status', 'customer'], ['code', 'customer'])).toBe('code,customer');
  });
});
