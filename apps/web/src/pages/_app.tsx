import "@/styles/globals.css";

/** Next's `/_app` (pages router): the shell and its providers are composed in application/app.tsx; global CSS may only be imported here. */
export { default } from "@/application/app";
