import { describe, expect, it } from 'vitest';
import { bundleWidget, gzipLimitBytes } from '../bundleWidget.mjs';

describe('the widget bundle', () => {
  it('stays within 50 KB gzipped, socket client included', async () => {
    const { code, gzipBytes } = await bundleWidget();
    expect(new TextDecoder().decode(code)).toContain('/webchat');
    expect(gzipBytes).toBeLessThanOrEqual(gzipLimitBytes);
  });
});
