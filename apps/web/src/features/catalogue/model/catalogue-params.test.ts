import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PARAMS,
  parseCatalogueParams,
  toApiQuery,
  toSearchParams,
  withChanges,
} from './catalogue-params';

describe('catalogue URL state', () => {
  it('leaves defaults out of the URL and reads them back', () => {
    expect(toSearchParams(DEFAULT_PARAMS).toString()).toBe('');
    expect(parseCatalogueParams(new URLSearchParams())).toEqual(DEFAULT_PARAMS);
  });

  it('round-trips a shared search', () => {
    const params = {
      search: 'machine learning',
      ordering: 'price-low' as const,
      category: 'data-analysis',
      minPrice: 2000,
      maxPrice: 15000,
      minRating: 4,
      page: 3,
    };
    const query = toSearchParams(params);
    expect(query.toString()).toBe(
      'search=machine+learning&ordering=price-low&category=data-analysis&min_price=2000&max_price=15000&min_rating=4&page=3',
    );
    expect(parseCatalogueParams(query)).toEqual(params);
  });

  it('falls back to defaults for anything malformed', () => {
    const params = parseCatalogueParams(
      new URLSearchParams(
        'ordering=cheapest&category=Not%20A%20Slug&min_price=abc&max_price=999999&min_rating=9&page=0',
      ),
    );
    expect(params).toEqual({ ...DEFAULT_PARAMS, maxPrice: 100000 });
  });

  it('never lets the minimum price pass the maximum', () => {
    const params = parseCatalogueParams(new URLSearchParams('min_price=9000&max_price=5000'));
    expect(params.minPrice).toBe(5000);
  });

  it('asks the server for 12 per page and sends only what narrows the list', () => {
    expect(toApiQuery(DEFAULT_PARAMS)).toEqual({ page: 1, page_size: 12 });
    expect(toApiQuery({ ...DEFAULT_PARAMS, search: 'neuro', maxPrice: 5000, page: 2 })).toEqual({
      page: 2,
      page_size: 12,
      search: 'neuro',
      max_price: 5000,
    });
  });

  it('goes back to page 1 on any change but the page', () => {
    expect(withChanges({ ...DEFAULT_PARAMS, page: 4 }, { ordering: 'newest' }).page).toBe(1);
  });
});
