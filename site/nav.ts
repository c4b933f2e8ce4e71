import type { Lang } from './i18n';

/** The top navigation of one language; Rspress adds nothing to these links. */
export function nav(lang: Lang) {
  const prefix = lang === 'en' ? '' : '/zh';
  return [
    {
      text: lang === 'en' ? 'Guide' : '指南',
      link: `${prefix}/guide/start/`,
      activeMatch: '/guide/',
    },
    {
      text: lang === 'en' ? 'Config' : '配置',
      link: `${prefix}/config/`,
      activeMatch: '/config/',
    },
    {
      text: 'API',
      link: `${prefix}/api/start/`,
      activeMatch: '/api/',
    },
    {
      text: lang === 'en' ? 'Blog' : '博客',
      link: `${prefix}/blog/`,
      activeMatch: '/blog/',
    },
  ];
}
