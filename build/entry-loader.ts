import type { Plugin } from 'vite';

/**
 * The site's security policy trusts scripts by hash and `'strict-dynamic'` (security-headers.ts),
 * which ignores host sources such as `'self'`: a plain `<script type="module" src>` written in the
 * page would be refused. So the built page loads its entry through this one inline script, whose
 * hash is in the policy: it reads the entry's address from the `<link rel="modulepreload"
 * data-entry>` that Vite's entry tag becomes (the preload scanner still fetches the entry early),
 * and adds the module script. A script that a trusted script adds is trusted ('strict-dynamic'),
 * and so are its imports. The address goes through the Trusted Types policy `entry`, which
 * accepts that one address only. The code never changes from build to build, so neither does
 * its hash. It stands at the end of <body>: the app's root is parsed before the entry can run.
 */
export const ENTRY_LOADER =
  "(function(){var l=document.querySelector('link[rel=modulepreload][data-entry]');if(!l)return;var u=l.href,t=window.trustedTypes;if(t)u=t.createPolicy('entry',{createScriptURL:function(v){return v===l.href?v:null}}).createScriptURL(u);var s=document.createElement('script');s.type='module';s.crossOrigin='';s.fetchPriority='low';s.src=u;document.head.appendChild(s)})()";

const ENTRY_TAG = /<script type="module"([^>]*) src="([^"]+)"><\/script>/;

export function entryLoader(): Plugin {
  return {
    name: 'entry-loader',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const entry = ENTRY_TAG.exec(html);
        if (!entry) throw new Error('entry-loader: no entry <script type="module"> in index.html');
        const [tag, attributes = '', src = ''] = entry;
        return html
          .replace(tag, `<link rel="modulepreload"${attributes} href="${src}" data-entry>`)
          .replace('</body>', `<script>${ENTRY_LOADER}</script>\n  </body>`);
      },
    },
  };
}
