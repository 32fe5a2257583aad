import type { FastifyInstance } from 'fastify';

/**
 * The sandbox's stand-in for Chargebee.js (v2), served at `<prefix>/v2/chargebee.js`. Chargebee
 * documents that its hosted pages are not to be put in the host's own iframe: Chargebee.js opens
 * and manages the checkout. This script offers the host the same way in, so the product's code is
 * the same for a real site and for the sandbox:
 *
 *   const cb = Chargebee.init({ site });          // or Chargebee.getInstance() after init
 *   cb.openCheckout({ hostedPage: () => Promise<hosted_page>, loaded, close, success, error });
 *   cb.closeAll();
 *
 * It opens the hosted page in its own overlay and frame. The frame is on the host's origin (the
 * sandbox is mounted in the host), so the script sees where the page sends the frame when it ends:
 * the page's redirect URL with `state=succeeded` calls `success(hostedPageId)`, its cancel URL
 * (`state=cancelled`) or the overlay's close button calls `close()`. The frame may not move the
 * host's tab (no allow-top-navigation): the overlay, not the page, decides what happens next.
 */
export const CHECKOUT_SCRIPT = `(function () {
  'use strict';
  if (window.Chargebee) return;
  var instance = null;

  function Instance(site) {
    this.site = site;
    this.overlay = null;
  }

  Instance.prototype.closeAll = function () {
    if (this.overlay) {
      this.overlay.remove();
      this.overlay = null;
    }
  };

  Instance.prototype.openCheckout = function (options) {
    var self = this;
    options = options || {};
    self.closeAll();
    var overlay = document.createElement('div');
    overlay.setAttribute('data-cb-sandbox-checkout', '');
    overlay.style.cssText =
      'position:fixed;inset:0;z-index:2147483000;background:rgba(0,0,0,0.55);display:flex;' +
      'align-items:center;justify-content:center;';
    var box = document.createElement('div');
    box.setAttribute('role', 'dialog');
    box.setAttribute('aria-modal', 'true');
    box.setAttribute('aria-label', 'Checkout');
    box.style.cssText =
      'position:relative;background:#fff;border-radius:8px;width:min(100vw,480px);' +
      'height:min(100vh,640px);overflow:hidden;box-shadow:0 10px 40px rgba(0,0,0,0.3);';
    var closeButton = document.createElement('button');
    closeButton.type = 'button';
    closeButton.textContent = '\\u00d7';
    closeButton.setAttribute('aria-label', 'Close checkout');
    closeButton.style.cssText =
      'position:absolute;top:4px;right:8px;z-index:1;border:0;background:transparent;' +
      'font-size:28px;line-height:1;cursor:pointer;';
    var frame = document.createElement('iframe');
    frame.title = 'Checkout';
    frame.setAttribute('allow', 'payment');
    frame.setAttribute('sandbox', 'allow-forms allow-scripts allow-same-origin');
    frame.style.cssText = 'display:block;width:100%;height:100%;border:0;';
    box.appendChild(closeButton);
    box.appendChild(frame);
    overlay.appendChild(box);
    self.overlay = overlay;

    var done = false;
    function finish(callback, value) {
      if (done) return;
      done = true;
      if (self.overlay === overlay) self.closeAll();
      if (typeof callback === 'function') callback(value);
    }
    closeButton.addEventListener('click', function () {
      finish(options.close);
    });

    var page = null;
    var loadedOnce = false;
    frame.addEventListener('load', function () {
      if (!page) return;
      var location;
      try {
        location = frame.contentWindow.location;
      } catch (e) {
        return;
      }
      if (location.href === 'about:blank') return;
      var pagePath = new URL(page.url, window.location.href).pathname;
      if (location.pathname === pagePath) {
        if (!loadedOnce && typeof options.loaded === 'function') options.loaded();
        loadedOnce = true;
        return;
      }
      var params = new URLSearchParams(location.search);
      if (params.get('state') === 'succeeded') {
        finish(options.success, params.get('id') || page.id);
      } else {
        finish(options.close);
      }
    });

    document.body.appendChild(overlay);
    Promise.resolve()
      .then(function () {
        return options.hostedPage();
      })
      .then(
        function (hostedPage) {
          if (done) return;
          if (!hostedPage || typeof hostedPage.url !== 'string') {
            throw new Error('hostedPage() must resolve to a hosted_page object with a url');
          }
          page = hostedPage;
          frame.src = hostedPage.url;
        },
      )
      .catch(function (error) {
        finish(options.error, error);
      });
  };

  window.Chargebee = {
    init: function (config) {
      instance = new Instance(config && config.site);
      return instance;
    },
    getInstance: function () {
      if (!instance) throw new Error('Chargebee.init() has not been called');
      return instance;
    },
  };
})();
`;

/** GET <prefix>/v2/chargebee.js: the stand-in above, the sandbox's way in to its hosted pages. */
export function registerCheckoutScriptRoute(app: FastifyInstance): void {
  app.get('/v2/chargebee.js', async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(CHECKOUT_SCRIPT),
  );
}
