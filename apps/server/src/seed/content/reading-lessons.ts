/**
 * The demo's reading lesson: the article of 'Logistic regression as a baseline', with formulas,
 * code and a figure. `{{figure}}` is replaced by the stored figure's address.
 */
export const logisticRegressionArticle = {
  lessonTitle: 'Logistic regression as a baseline',
  figureAlt: 'The logistic curve: predicted probability rising from 0 to 1 as the score grows',
  html:
    '<h2>Why start with logistic regression</h2>' +
    '<p>Before any gradient boosting, fit a model whose every coefficient a clinician can read. ' +
    'Logistic regression predicts the probability of a binary outcome, such as death within 30 ' +
    'days, from a weighted sum of predictors.</p>' +
    '<div data-callout="tip" role="note"><p>A baseline you can explain is the yardstick every ' +
    'later model has to beat, on the same held-out patients.</p></div>' +
    '<h3>The model</h3>' +
    '<p>The linear score <span data-math="inline" data-latex="z = \\beta_0 + \\beta_1 x_1 + \\dots + \\beta_k x_k">z</span> ' +
    'is turned into a probability by the logistic function:</p>' +
    '<div data-math="block" data-latex="p = \\frac{1}{1 + e^{-z}}">p</div>' +
    '<p>Equivalently, the log-odds are linear in the predictors, and ' +
    '<span data-math="inline" data-latex="e^{\\beta_j}">e</span> is the odds ratio for one unit of ' +
    '<span data-math="inline" data-latex="x_j">x</span>:</p>' +
    '<div data-math="block" data-latex="\\log \\frac{p}{1-p} = \\beta_0 + \\sum_{j=1}^{k} \\beta_j x_j">l</div>' +
    '<img src="{{figure}}" alt="{{alt}}" width="800" height="400" />' +
    '<h3>Fitting it in Python</h3>' +
    '<pre><code class="language-python">from sklearn.linear_model import LogisticRegression\n' +
    'from sklearn.metrics import roc_auc_score\n\n' +
    'model = LogisticRegression(max_iter=1000, class_weight="balanced")\n' +
    'model.fit(X_train, y_train)\n' +
    'print(roc_auc_score(y_test, model.predict_proba(X_test)[:, 1]))</code></pre>' +
    '<p>The same model in R:</p>' +
    '<pre><code class="language-r">fit &lt;- glm(died_30d ~ age + lactate + sofa, data = train, family = binomial)\n' +
    'exp(coef(fit))  # odds ratios</code></pre>' +
    '<h3>Reading the coefficients</h3>' +
    '<table><tbody><tr><th><p>Predictor</p></th><th><p>Odds ratio</p></th><th><p>Reads as</p></th></tr>' +
    '<tr><td><p>Age (per 10 years)</p></td><td><p>1.42</p></td><td><p>42% higher odds per decade</p></td></tr>' +
    '<tr><td><p>Lactate (per mmol/L)</p></td><td><p>1.31</p></td><td><p>31% higher odds per unit</p></td></tr>' +
    '</tbody></table>' +
    '<div data-callout="warning" role="note"><p>Odds ratios are not risk ratios: with an 11% ' +
    'outcome rate they overstate the relative risk.</p></div>' +
    '<p>Read the article to its end, or press Mark as complete, to finish the lesson.</p>',
};
