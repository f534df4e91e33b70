"use client";

import dynamic from "next/dynamic";

// Every page's footer has it: the server draws it, and its code (the form, the kit's field and
// footer) loads in a chunk of its own beside the page's hydration, not in every page's first scripts.
export const FooterNewsletter = dynamic(() => import("./newsletter-form").then((module) => module.NewsletterForm));
