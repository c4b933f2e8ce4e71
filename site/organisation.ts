/** The organisation page that the product-family popover's header links to. */
export const organisationUrl = 'https://github.com/web-infra-dev';
