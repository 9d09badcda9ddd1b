// Text analysis: normalisation, folding, stemming (libstemmer), word and sentence breaks (ICU).
