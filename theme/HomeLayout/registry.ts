import type { HomeLayoutProps } from '@rspress/core/theme-original';
import type { ComponentType } from 'react';

/**
 * Set when the home content's module is evaluated, which happens with the
 * home page's own module (see site/plugins/home-content.ts); read
 * synchronously by the home layout.
 */
export const homeContentRegistry: { component?: ComponentType<HomeLayoutProps> } = {};
