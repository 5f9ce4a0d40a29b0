import { describe, expect, it } from 'vitest';
import { joinRegionNames, regionChain } from './region-name';

describe('a region’s full name', () => {
  it('follows the chain from the top of the tree down to the region', () => {
    expect(regionChain('110108011', '110000,110108')).toEqual(['110000', '110108', '110108011']);
  });

  it('joins province, district and street with slashes', () => {
    expect(joinRegionNames(['北京市', '海淀区', '中关村街道'])).toBe('北京市 / 海淀区 / 中关村街道');
  });

  it('leaves out a level whose name is unknown', () => {
    expect(joinRegionNames(['北京市', undefined, '中关村街道'])).toBe('北京市 / 中关村街道');
  });
});
