/** @type {import('tailwindcss').Config} */
module.exports = { content: ['./pages/**/*.jsx'] }
