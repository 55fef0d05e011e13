import { attribute } from './safe-dom.ts';

// A button or link that hands the sign-in to another service ("Sign in with Google" drawn as a
// picture, a Japanese "Googleでログイン" image button): it leads to the service's authorization
// address (OAuth, OpenID) or to the site's own route for it ("/auth/google"). Its picture and its
// address name the brand as a way in, not as the site: neither is a claim. A kit's logo links to
// "#", its own next step or the brand's home page, never to an authorization request of its own.

const AUTHORIZATION_REQUEST =
  /oauth|openid|\/authorize\b|[?&](?:client_id|response_type|redirect_uri)=|\/(?:auth|login|signin|sign-in|connect|social|sso)\/(?:google|facebook|apple|microsoft|azure|linkedin|twitter|github|yahoo|line|kakao|naver|vk|amazon|paypal|instagram)\b/i;

/** Where a control leads: its link, its form action, or the script its click runs. */
const ADDRESS_ATTRIBUTES = ['href', 'formaction', 'onclick', 'data-href', 'data-url'] as const;

/**
 * A picture button whose words are a sign-in verb alone ("Connect", "Log in" on a Facebook picture):
 * the site's "Connect with Facebook" drawn, whatever its link runs. A kit's logo says the brand.
 */
const SIGN_IN_VERB_ALONE = /^\s*(?:connect|log\s*in|login|sign\s*in|sign\s*up|continue|register|join)\s*$/i;

export const delegatesSignIn = (control: Element, picture?: Element): boolean =>
  ADDRESS_ATTRIBUTES.some((name) => AUTHORIZATION_REQUEST.test(attribute(control, name))) ||
  (picture !== undefined &&
    SIGN_IN_VERB_ALONE.test(attribute(picture, 'alt') || attribute(picture, 'title')));
